.class public final Lapp/quire/reader/cetp/Outcome$Done;
.super Ljava/lang/Object;
.source "Outcome.kt"

# interfaces
.implements Lapp/quire/reader/cetp/Outcome;


# instance fields
.field private final value:Lorg/json/JSONObject;


# direct methods
.method public constructor <init>(Lorg/json/JSONObject;)V
    .registers 3

    const-string v0, "value"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/quire/reader/cetp/Outcome$Done;->value:Lorg/json/JSONObject;

    return-void
.end method


# virtual methods
.method public final getValue()Lorg/json/JSONObject;
    .registers 2

    .line 12
    iget-object v0, p0, Lapp/quire/reader/cetp/Outcome$Done;->value:Lorg/json/JSONObject;

    return-object v0
.end method
