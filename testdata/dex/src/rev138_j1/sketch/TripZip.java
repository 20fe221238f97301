package com.trailmark.io;

import com.trailmark.data.TripDao;
import java.io.BufferedInputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeoutException;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * Trailmark's trip archives and the trip files behind them. Layout per trip: <prefix>trip.json, <prefix>track.gpx
 * and <prefix>photos/<n>.jpg. Tracks live in files/tracks and photos in files/photos under random names; archives
 * are unpacked into a fresh folder under cache/staging before anything is adopted.
 */
public final class TripZip {
    /** For writers that have no deadline to keep. */
    public static final long NO_DEADLINE = Long.MAX_VALUE;
    private static final long MAX_UNPACKED_BYTES = 512L * 1024L * 1024L;

    private final File filesDir;
    private final File trackDir;
    private final File photoDir;
    private final File stagingRoot;
    private final TripDao trips;

    public TripZip(File filesDir, File stagingRoot, TripDao trips) {
        this.filesDir = filesDir;
        this.trackDir = new File(filesDir, "tracks");
        this.photoDir = new File(filesDir, "photos");
        this.stagingRoot = stagingRoot;
        this.trips = trips;
    }

    public File track(TripDao.Trip trip) {
        return new File(trackDir, trip.trackFile);
    }

    /** Adds one trip's entries under prefix; the deadline is looked at before every entry. */
    public void add(ZipOutputStream zip, String prefix, TripDao.Trip trip, List<TripDao.Photo> photos, long deadline)
            throws IOException, JSONException, TimeoutException {
        due(deadline);
        zip.putNextEntry(new ZipEntry(prefix + "trip.json"));
        zip.write(trip.toJson().toString().getBytes(StandardCharsets.UTF_8));
        zip.closeEntry();
        due(deadline);
        zip.putNextEntry(new ZipEntry(prefix + "track.gpx"));
        Copy.send(new File(trackDir, trip.trackFile), zip);
        zip.closeEntry();
        for (int i = 0; i < photos.size(); i++) {
            due(deadline);
            zip.putNextEntry(new ZipEntry(prefix + "photos/" + (i + 1) + ".jpg"));
            Copy.send(new File(photoDir, photos.get(i).file), zip);
            zip.closeEntry();
        }
    }

    private static void due(long deadline) throws TimeoutException {
        if (System.currentTimeMillis() >= deadline) {
            throw new TimeoutException("deadline reached while zipping");
        }
    }

    /**
     * Extracts every entry of a trip archive under staging and returns how many files it wrote. An entry whose
     * name would land outside staging stops the import, as does an archive that expands past 512 MiB.
     */
    public static int unpack(InputStream in, File staging) throws IOException {
        String root = staging.getCanonicalPath() + File.separator;
        long total = 0L;
        int files = 0;
        try (ZipInputStream zip = new ZipInputStream(new BufferedInputStream(in))) {
            for (ZipEntry e = zip.getNextEntry(); e != null; e = zip.getNextEntry()) {
                File target = new File(staging, e.getName());
                if (!target.getCanonicalPath().startsWith(root)) {
                    throw new ZipException("entry " + e.getName() + " leaves " + staging.getPath());
                }
                File parent = e.isDirectory() ? target : target.getParentFile();
                if (!parent.isDirectory() && !parent.mkdirs()) {
                    throw new IOException("cannot create " + parent.getPath());
                }
                if (e.isDirectory()) {
                    continue;
                }
                total += Copy.save(zip, target);
                if (total > MAX_UNPACKED_BYTES) {
                    throw new ZipException("archive expands past " + MAX_UNPACKED_BYTES + " bytes");
                }
                files++;
            }
        }
        return files;
    }

    /** A new, empty folder to unpack one archive into. */
    public File newStaging() throws IOException {
        File dir = new File(stagingRoot, UUID.randomUUID().toString());
        if (!dir.mkdirs()) {
            throw new IOException("staging folder not created");
        }
        return dir;
    }

    /** Takes an unpacked trip folder into the library: its track and photos move to their folders. */
    public long adopt(File tripDir) throws IOException, JSONException {
        JSONObject meta = new JSONObject(Copy.readText(new File(tripDir, "trip.json")));
        String trackName = UUID.randomUUID() + ".gpx";
        File track = new File(trackDir, trackName);
        if ((!trackDir.isDirectory() && !trackDir.mkdirs()) || !new File(tripDir, "track.gpx").renameTo(track)) {
            throw new IOException("track not moved into the library");
        }
        if (!photoDir.isDirectory() && !photoDir.mkdirs()) {
            throw new IOException("photo folder missing");
        }
        long tripId = trips.insertTrip(meta, trackName, Copy.sum(track));
        File[] pictures = new File(tripDir, "photos").listFiles();
        for (int i = 0; pictures != null && i < pictures.length; i++) {
            String name = UUID.randomUUID() + ".jpg";
            if (pictures[i].renameTo(new File(photoDir, name))) {
                trips.insertPhoto(tripId, name);
            }
        }
        return tripId;
    }

    /** Deletes library files by their names under files/ ("tracks/x.gpx"); returns how many went. */
    public int remove(List<String> names) {
        int removed = 0;
        for (String name : names) {
            if (new File(filesDir, name).delete()) {
                removed++;
            }
        }
        return removed;
    }

    /** Removes an unpacked staging tree. */
    public static void clear(File dir) {
        File[] children = dir.listFiles();
        for (int i = 0; children != null && i < children.length; i++) {
            clear(children[i]);
        }
        if (dir.exists() && !dir.delete()) {
            dir.deleteOnExit();
        }
    }
}
