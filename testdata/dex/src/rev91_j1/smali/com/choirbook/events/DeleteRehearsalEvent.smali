.class public final Lcom/choirbook/events/DeleteRehearsalEvent;
.super Ljava/lang/Object;
.source "DeleteRehearsalEvent.java"


# instance fields
.field public final id:J


# direct methods
.method public constructor <init>(J)V
    .registers 3

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 8
    iput-wide p1, p0, Lcom/choirbook/events/DeleteRehearsalEvent;->id:J

    .line 9
    return-void
.end method
