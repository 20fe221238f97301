.class final Lcom/fc/Fault;
.super Ljava/lang/Object;
.source "Fault.java"

# instance fields
.field final code:Ljava/lang/String;
.field final text:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4
    .line 8
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 9
    iput-object v2, v1, Lcom/fc/Fault;->code:Ljava/lang/String;
    .line 10
    iput-object v3, v1, Lcom/fc/Fault;->text:Ljava/lang/String;
    .line 11
    return-void
.end method

