.class public final Lcom/quirewell/cetp/TokenSources$TokenSource;
.super Ljava/lang/Object;
.source "TokenSources.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/quirewell/cetp/TokenSources;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "TokenSource"
.end annotation


# instance fields
.field private final bytes:I

.field private final random:Ljava/util/Random;


# direct methods
.method constructor <init>(Ljava/util/Random;I)V
    .registers 3

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 18
    iput-object p1, p0, Lcom/quirewell/cetp/TokenSources$TokenSource;->random:Ljava/util/Random;

    .line 19
    iput p2, p0, Lcom/quirewell/cetp/TokenSources$TokenSource;->bytes:I

    .line 20
    return-void
.end method


# virtual methods
.method public next()Ljava/lang/String;
    .registers 4

    .line 23
    iget v0, p0, Lcom/quirewell/cetp/TokenSources$TokenSource;->bytes:I

    new-array v2, v0, [B

    .line 24
    iget-object v0, p0, Lcom/quirewell/cetp/TokenSources$TokenSource;->random:Ljava/util/Random;

    invoke-virtual {v0, v2}, Ljava/util/Random;->nextBytes([B)V

    .line 25
    const/16 v1, 0xb

    invoke-static {v2, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
