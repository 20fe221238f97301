.class public Lcom/rr/AppDb;
.super Landroidx/room/RoomDatabase;
.source "AppDb.java"


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 6
    invoke-direct {v1}, Landroidx/room/RoomDatabase;-><init>()V
    return-void
.end method

