// funcvalues47: a request value handed to code through a function value —
// an RxJava chain's emitted value into the next operator's lambda, and a
// java.util.function.Function the provider builds and calls itself, and
// (FlowTools.kt) a kotlinx.coroutines Flow's value into its collector.
// javac 17, then D8 (lambdas as FnProvider$$ExternalSyntheticLambdaN
// classes whose apply calls the public synthetic lambda$...$N body);
// RxJava is not bundled (the calls resolve outside the APK). Line numbers
// are the smali's .line directives.
package com.example.fv;

import android.content.ContentProvider;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.os.Bundle;
import io.reactivex.rxjava3.core.Single;
import io.reactivex.rxjava3.schedulers.Schedulers;
import java.util.function.Function;

public final class FnProvider extends ContentProvider {
    private SQLiteDatabase db;                                                          // 20

    @Override public boolean onCreate() { return true; }                               // 22

    @Override public Bundle call(String method, String arg, Bundle extras) {
        String q = extras.getString("q");                                               // 26
        Bundle out = new Bundle();                                                      // 27
        if ("rx_count".equals(method)) {                                                // 28
            out.putInt("n", rxCount(q));                                                // 29
        } else if ("rx_bound".equals(method)) {                                         // 30
            out.putInt("n", rxBound(q));                                                // 31
        } else if ("fn_count".equals(method)) {                                         // 32
            out.putInt("n", fnCount(q));                                                // 33
        } else if ("fn_bound".equals(method)) {                                         // 34
            out.putInt("n", fnBound(q));                                                // 35
        } else if ("flow_query".equals(method)) {                                       // 36
            FlowToolsKt.flowQuery(db, q);                                               // 37
        } else if ("flow_bound".equals(method)) {                                       // 38
            FlowToolsKt.flowBound(db, q);                                               // 39
        } else if ("rx_zip".equals(method)) {                                           // 40
            out.putInt("n", rxZip(q));
        } else if ("rx_log".equals(method)) {                                           // 40
            rxLog(q);
        } else if ("flow_mapped".equals(method)) {                                      // 40
            out.putInt("n", FlowToolsKt.flowMapped(db, q));
        } else if ("flow_tagged".equals(method)) {                                      // 40
            out.putInt("n", FlowToolsKt.flowTagged(db, q));
        }
        return out;                                                                     // 41
    }

    // TP CETP622: the tag is the Single's value; map's lambda runs it as SQL.
    private int rxCount(String q) {
        return Single.just(q)                                                           // 45
                .subscribeOn(Schedulers.io())                                           // 46
                .map(sql -> db.rawQuery(sql, null).getCount())                          // 47
                .blockingGet();                                                         // 48
    }

    // NM: the same chain, the value bound as a selection argument.
    private int rxBound(String q) {
        return Single.just(q)                                                           // 52
                .subscribeOn(Schedulers.io())                                           // 53
                .map(s -> db.rawQuery("SELECT * FROM notes WHERE tag = ?", new String[] {s}).getCount()) // 54
                .blockingGet();                                                         // 55
    }

    // TP CETP622: a Function the provider makes and applies to the tag.
    private int fnCount(String q) {
        Function<String, Cursor> query = sql -> db.rawQuery(sql, null);                 // 59
        return query.apply(q).getCount();                                               // 60
    }

    // NM: the same Function, the value bound.
    private int fnBound(String q) {
        Function<String, Cursor> query = s -> db.rawQuery("SELECT * FROM notes WHERE tag = ?", new String[] {s}); // 64
        return query.apply(q).getCount();                                               // 65
    }

    // Not followed: zip's BiFunction gets the tag, and the request flow
    // does not follow zip; the limit note says so (no finding, no silence).
    private int rxZip(String q) {
        return Single.zip(Single.just(q), Single.just(" LIMIT 1"),
                (a, b) -> db.rawQuery(a + b, null).getCount()).blockingGet();           // 70
    }

    // NM: the tag goes to subscribe's onSuccess, bound; its onError
    // Consumer<Throwable> builds SQL from the error's class name, which is
    // no request value (only subscribe's first function gets the tag).
    private void rxLog(String q) {
        Single.just(q).subscribe(                                                       // 77
                tag -> db.execSQL("INSERT INTO seen(tag) VALUES (?)", new Object[] {tag}), // 78
                err -> db.execSQL("INSERT INTO errors(kind) VALUES ('" + err.getClass().getSimpleName() + "')")); // 79
    }                                                                                   // 80
}
