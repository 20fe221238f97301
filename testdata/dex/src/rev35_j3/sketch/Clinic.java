package com.example.r35j3;

import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import java.nio.charset.StandardCharsets;

// The clinic's local database.
final class Clinic {
    private final SQLiteDatabase db;

    Clinic(Context context) {
        db = context.openOrCreateDatabase("clinic.db", 0, null);
    }

    boolean ownsPet(String ownerPackage, String petId) {
        Cursor c = db.rawQuery("SELECT 1 FROM pets WHERE pet_id = ? AND owner_app = ?", new String[] {petId, ownerPackage});
        try {
            return c.moveToFirst();
        } finally {
            c.close();
        }
    }

    void book(String requestId, String petId, String slot, String ownerPackage) {
        ContentValues v = new ContentValues();
        v.put("request_id", requestId);
        v.put("pet_id", petId);
        v.put("slot", slot);
        v.put("booked_by", ownerPackage);
        db.insertWithOnConflict("visits", null, v, SQLiteDatabase.CONFLICT_IGNORE);
    }

    void share(String petId, String withPackage, String grantedBy) {
        db.execSQL("INSERT INTO shares(pet_id, with_app, granted_by) VALUES (?, ?, ?)", new Object[] {petId, withPackage, grantedBy});
    }

    void cancel(String visitId) {
        db.execSQL("DELETE FROM visits WHERE visit_id = ?", new Object[] {visitId});
    }

    void move(String visitId, String slot) {
        db.execSQL("UPDATE visits SET slot = ? WHERE visit_id = ?", new Object[] {slot, visitId});
    }

    void markPaid(String invoiceId) {
        db.execSQL("UPDATE invoices SET paid = 1 WHERE invoice_id = ?", new Object[] {invoiceId});
    }

    void setWeight(String petId, String kilograms) {
        db.execSQL("UPDATE pets SET weight_kg = ? WHERE pet_id = ?", new Object[] {kilograms, petId});
    }

    void deleteRecord(String recordId) {
        db.execSQL("DELETE FROM records WHERE record_id = ?", new Object[] {recordId});
    }

    byte[] vaccinationPdf(String petId) {
        return ("%PDF-1.4 vaccinations " + petId).getBytes(StandardCharsets.UTF_8);
    }

    String historyJson(String petId) {
        Cursor c = db.rawQuery("SELECT day, reason FROM visits WHERE pet_id = ?", new String[] {petId});
        try {
            return "{\"visits\":" + c.getCount() + "}";
        } finally {
            c.close();
        }
    }
}
