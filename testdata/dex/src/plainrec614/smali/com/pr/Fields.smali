.class public final Lcom/pr/Fields;
.super Ljava/lang/Object;
.source "Fields.java"

# instance fields
.field private final json:Lorg/json/JSONObject;


# direct methods
.method public constructor <init>(Lorg/json/JSONObject;)V
    .registers 3
    .line 9
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 10
    iput-object v2, v1, Lcom/pr/Fields;->json:Lorg/json/JSONObject;
    .line 11
    return-void
.end method


# virtual methods
.method public json()Lorg/json/JSONObject;
    .registers 2
    .line 14
    iget-object v0, v1, Lcom/pr/Fields;->json:Lorg/json/JSONObject;
    return-object v0
.end method

