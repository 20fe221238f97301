.class public final Lcom/trailmark/data/WaypointDao$Query;
.super Ljava/lang/Object;
.source "WaypointDao.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/trailmark/data/WaypointDao;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Query"
.end annotation


# instance fields
.field public kind:Ljava/lang/String;

.field public limit:I

.field public tag:Ljava/lang/String;

.field public tripId:J


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 16
    const/16 v0, 0x32

    iput v0, p0, Lcom/trailmark/data/WaypointDao$Query;->limit:I

    return-void
.end method
