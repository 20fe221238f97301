.class public final Lcom/ae/cetp/ToolDescriptor;
.super Ljava/lang/Object;
.source "ToolDescriptor.java"

# instance fields
.field public final name:Ljava/lang/String;
.field public final effect:Lcom/ae/tools/Effect;


# direct methods
.method public constructor <init>(Ljava/lang/String;Lcom/ae/tools/Effect;)V
    .registers 4
    .line 10
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 11
    iput-object v2, v1, Lcom/ae/cetp/ToolDescriptor;->name:Ljava/lang/String;
    .line 12
    iput-object v3, v1, Lcom/ae/cetp/ToolDescriptor;->effect:Lcom/ae/tools/Effect;
    .line 13
    return-void
.end method

