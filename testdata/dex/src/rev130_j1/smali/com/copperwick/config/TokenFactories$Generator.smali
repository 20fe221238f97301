.class public final Lcom/copperwick/config/TokenFactories$Generator;
.super Ljava/lang/Object;
.source "TokenFactories.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/copperwick/config/TokenFactories;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Generator"
.end annotation


# instance fields
.field private final random:Ljava/util/Random;


# direct methods
.method constructor <init>(Ljava/util/Random;)V
    .registers 2

    .line 19
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 20
    iput-object p1, p0, Lcom/copperwick/config/TokenFactories$Generator;->random:Ljava/util/Random;

    .line 21
    return-void
.end method


# virtual methods
.method public next(I)Ljava/lang/String;
    .registers 5

    .line 24
    new-array v2, p1, [B

    .line 25
    iget-object v0, p0, Lcom/copperwick/config/TokenFactories$Generator;->random:Ljava/util/Random;

    invoke-virtual {v0, v2}, Ljava/util/Random;->nextBytes([B)V

    .line 26
    const/16 v1, 0xb

    invoke-static {v2, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
