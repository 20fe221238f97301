.class final Lcom/nr/Reply;
.super Ljava/lang/Object;
.source "Reply.java"

# instance fields
.field private final value:Lorg/json/JSONObject;


# direct methods
.method constructor <init>(Lorg/json/JSONObject;)V
    .registers 3
    .line 9
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 10
    iput-object v2, v1, Lcom/nr/Reply;->value:Lorg/json/JSONObject;
    .line 11
    return-void
.end method


# virtual methods
.method getValue()Lorg/json/JSONObject;
    .registers 2
    .line 14
    iget-object v0, v1, Lcom/nr/Reply;->value:Lorg/json/JSONObject;
    return-object v0
.end method

