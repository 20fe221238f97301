.class final Lcom/ds/Services;
.super Ljava/lang/Object;
.source "Services.java"

# instance fields
.field private final wiring:Lcom/ds/Wiring;


# direct methods
.method constructor <init>(Landroid/content/Context;)V
    .registers 4
    .line 9
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    .line 10
    new-instance v1, Lcom/ds/Wiring;
    invoke-direct {v1, v3}, Lcom/ds/Wiring;-><init>(Landroid/content/Context;)V
    iput-object v1, v2, Lcom/ds/Services;->wiring:Lcom/ds/Wiring;
    .line 11
    return-void
.end method


# virtual methods
.method handle(Ljava/lang/String;)Ljava/lang/Object;
    .registers 3
    .line 14
    iget-object v0, v1, Lcom/ds/Services;->wiring:Lcom/ds/Wiring;
    invoke-virtual {v0}, Lcom/ds/Wiring;->modules()Lcom/ds/Modules;
    move-result-object v0
    invoke-virtual {v0}, Lcom/ds/Modules;->box()Lcom/ds/ToolBox;
    move-result-object v0
    invoke-virtual {v0}, Lcom/ds/ToolBox;->bus()Lcom/ds/Bus;
    move-result-object v0
    invoke-virtual {v0, v2}, Lcom/ds/Bus;->publish(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

