.class public abstract Lcom/keyholder/data/KeyholderDatabase;
.super Landroidx/room/RoomDatabase;
.source "KeyholderDatabase.java"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 7
    invoke-direct {p0}, Landroidx/room/RoomDatabase;-><init>()V

    return-void
.end method


# virtual methods
.method public abstract cetpDao()Lcom/keyholder/data/CetpDao;
.end method

.method public abstract keyDao()Lcom/keyholder/data/KeyDao;
.end method
