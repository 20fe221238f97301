.class public final Lcom/tallycrate/io/Streams$Measure;
.super Ljava/lang/Object;
.source "Streams.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tallycrate/io/Streams;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Measure"
.end annotation


# instance fields
.field public final sha256:Ljava/lang/String;

.field public final size:J


# direct methods
.method constructor <init>(JLjava/lang/String;)V
    .registers 4

    .line 46
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 47
    iput-wide p1, p0, Lcom/tallycrate/io/Streams$Measure;->size:J

    .line 48
    iput-object p3, p0, Lcom/tallycrate/io/Streams$Measure;->sha256:Ljava/lang/String;

    .line 49
    return-void
.end method
