.class public final Lcom/larchwood/library/Reply$Data;
.super Ljava/lang/Object;
.source "Commands.kt"

# interfaces
.implements Lcom/larchwood/library/Reply;


# instance fields
.field private final data:Lorg/json/JSONObject;


# direct methods
.method public constructor <init>(Lorg/json/JSONObject;)V
    .registers 3

    const-string v0, "data"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 44
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/larchwood/library/Reply$Data;->data:Lorg/json/JSONObject;

    return-void
.end method


# virtual methods
.method public final getData()Lorg/json/JSONObject;
    .registers 2

    .line 44
    iget-object v0, p0, Lcom/larchwood/library/Reply$Data;->data:Lorg/json/JSONObject;

    return-object v0
.end method
