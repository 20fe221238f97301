.class public final La/j;
.super La/i;
.source "SourceFile"


# instance fields
.field public final a:J


# direct methods
.method public constructor <init>(J)V
    .registers 3

    .line 8
    invoke-direct {p0}, La/i;-><init>()V

    iput-wide p1, p0, La/j;->a:J

    return-void
.end method
