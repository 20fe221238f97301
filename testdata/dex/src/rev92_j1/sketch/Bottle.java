package com.cellarbook.data;

import io.realm.RealmObject;

/** A bottle in the Realm store. */
public class Bottle extends RealmObject {
    public String id;
    public String name;
    public int vintage;
}
