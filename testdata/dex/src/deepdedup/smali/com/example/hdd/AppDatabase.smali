.class public abstract Lcom/example/hdd/AppDatabase;
.super Landroidx/room/RoomDatabase;
.source "AppDatabase.java"

# Java sketch: sketch/AppDatabase.java (javac 17 + D8 --min-api 24). @Database is CLASS-retention, dropped.

.method public constructor <init>()V
    .registers 1
    .line 7
    invoke-direct {p0}, Landroidx/room/RoomDatabase;-><init>()V
    return-void
.end method

.method public abstract requestDao()Lcom/example/hdd/RequestDao;
.end method
