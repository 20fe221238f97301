.class final Lcom/ds/Wiring;
.super Ljava/lang/Object;
.source "Wiring.java"

# instance fields
.field private final modules:Lcom/ds/Modules;


# direct methods
.method constructor <init>(Landroid/content/Context;)V
    .registers 4
    .line 8
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    .line 9
    new-instance v1, Lcom/ds/Modules;
    invoke-direct {v1, v3}, Lcom/ds/Modules;-><init>(Landroid/content/Context;)V
    iput-object v1, v2, Lcom/ds/Wiring;->modules:Lcom/ds/Modules;
    .line 10
    return-void
.end method


# virtual methods
.method modules()Lcom/ds/Modules;
    .registers 2
    .line 13
    iget-object v0, v1, Lcom/ds/Wiring;->modules:Lcom/ds/Modules;
    return-object v0
.end method

