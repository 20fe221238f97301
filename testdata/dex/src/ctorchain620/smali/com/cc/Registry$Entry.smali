.class final Lcom/cc/Registry$Entry;
.super Ljava/lang/Object;
.source "Registry.java"

# instance fields
.field final uid:I


# direct methods
.method constructor <init>(I)V
    .registers 3
    .line 10
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 11
    iput v2, v1, Lcom/cc/Registry$Entry;->uid:I
    .line 12
    return-void
.end method

