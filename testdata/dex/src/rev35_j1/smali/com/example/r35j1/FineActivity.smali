.class public final Lcom/example/r35j1/FineActivity;
.super La/a/b/f;
.source "FineActivity.java"


# direct methods
.method public constructor <init>()V
    .locals 0

    .line 3
    invoke-direct {p0}, La/a/b/f;-><init>()V

    return-void
.end method


# virtual methods
.method public final a()Ljava/lang/String;
    .locals 1

    .line 6
    const-string v0, "Pay this fine"

    return-object v0
.end method
