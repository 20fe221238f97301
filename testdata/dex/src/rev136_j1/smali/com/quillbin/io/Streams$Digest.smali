.class public final Lcom/quillbin/io/Streams$Digest;
.super Ljava/lang/Object;
.source "Streams.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/quillbin/io/Streams;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Digest"
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
    iput-wide p1, p0, Lcom/quillbin/io/Streams$Digest;->size:J

    .line 55
    iput-object p3, p0, Lcom/quillbin/io/Streams$Digest;->sha256:Ljava/lang/String;

    .line 56
    return-void
.end method
