.class public final Lcom/larderly/pantry/Outcome$Done;
.super Lcom/larderly/pantry/Outcome;
.source "Protocol.kt"


# instance fields
.field private final value:Lorg/json/JSONObject;


# direct methods
.method public constructor <init>(Lorg/json/JSONObject;)V
    .registers 3

    const-string v0, "value"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 32
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/larderly/pantry/Outcome;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    iput-object p1, p0, Lcom/larderly/pantry/Outcome$Done;->value:Lorg/json/JSONObject;

    return-void
.end method


# virtual methods
.method public final getValue()Lorg/json/JSONObject;
    .registers 2

    .line 32
    iget-object v0, p0, Lcom/larderly/pantry/Outcome$Done;->value:Lorg/json/JSONObject;

    return-object v0
.end method
