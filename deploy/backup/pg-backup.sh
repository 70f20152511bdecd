#!/bin/sh
# A logical backup of the shop's database (docs/deploy.md, "Backups"): pg_dump's custom format (compressed, restored
# table by table in parallel by pg_restore), checked readable before it replaces nothing, kept KEEP_DAYS days.
# Run by bookfair-backup.timer; DATABASE_URL comes from the shop's environment file.
set -eu
: "${DATABASE_URL:?set DATABASE_URL (the shop's environment file)}"
BACKUP_DIR="${BACKUP_DIR:-/var/backups/bookfair}"
KEEP_DAYS="${KEEP_DAYS:-14}"
stamp=$(date -u +%Y%m%dT%H%M%SZ)
partial="$BACKUP_DIR/bookfair-$stamp.dump.partial"
mkdir -p "$BACKUP_DIR"
pg_dump --format=custom --no-owner --no-privileges --file="$partial" "$DATABASE_URL"
# A truncated or corrupt archive fails here, and the run fails (the timer's unit shows it, monitoring alerts).
pg_restore --list "$partial" >/dev/null
mv "$partial" "$BACKUP_DIR/bookfair-$stamp.dump"
find "$BACKUP_DIR" -name 'bookfair-*.dump' -mtime +"$KEEP_DAYS" -delete
echo "backup written: $BACKUP_DIR/bookfair-$stamp.dump ($(du -h "$BACKUP_DIR/bookfair-$stamp.dump" | cut -f1))"
