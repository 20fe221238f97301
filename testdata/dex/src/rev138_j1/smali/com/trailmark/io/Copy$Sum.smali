.class public final Lcom/trailmark/io/Copy$Sum;
.super Ljava/lang/Object;
.source "Copy.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/trailmark/io/Copy;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Sum"
.end annotation


# instance fields
.field public final sha256:Ljava/lang/String;

.field public final size:J


# direct methods
.method constructor <init>(JLjava/lang/String;)V
    .registers 4

    .line 53
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 54
    iput-wide p1, p0, Lcom/trailmark/io/Copy$Sum;->size:J

    .line 55
    iput-object p3, p0, Lcom/trailmark/io/Copy$Sum;->sha256:Ljava/lang/String;

    .line 56
    return-void
.end method
