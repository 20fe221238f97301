.class public final Lcom/example/r35j1/CardLoginActivity;
.super La/a/b/f;
.source "CardLoginActivity.java"


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
    const-string v0, "Sign in to your library card"

    return-object v0
.end method
