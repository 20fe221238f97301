.class public Lcom/cellarbook/data/Bottle;
.super Lio/realm/RealmObject;
.source "Bottle.java"


# instance fields
.field public id:Ljava/lang/String;

.field public name:Ljava/lang/String;

.field public vintage:I


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 6
    invoke-direct {p0}, Lio/realm/RealmObject;-><init>()V

    return-void
.end method
