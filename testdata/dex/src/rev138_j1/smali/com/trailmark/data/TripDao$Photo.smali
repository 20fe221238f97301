.class public final Lcom/trailmark/data/TripDao$Photo;
.super Ljava/lang/Object;
.source "TripDao.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/trailmark/data/TripDao;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Photo"
.end annotation


# instance fields
.field public final file:Ljava/lang/String;

.field public final id:J


# direct methods
.method constructor <init>(JLjava/lang/String;)V
    .registers 4

    .line 49
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 50
    iput-wide p1, p0, Lcom/trailmark/data/TripDao$Photo;->id:J

    .line 51
    iput-object p3, p0, Lcom/trailmark/data/TripDao$Photo;->file:Ljava/lang/String;

    .line 52
    return-void
.end method
