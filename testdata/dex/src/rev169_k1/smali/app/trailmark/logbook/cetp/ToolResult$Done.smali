.class public final Lapp/trailmark/logbook/cetp/ToolResult$Done;
.super Ljava/lang/Object;
.source "Protocol.kt"

# interfaces
.implements Lapp/trailmark/logbook/cetp/ToolResult;


# instance fields
.field private final value:Lorg/json/JSONObject;


# direct methods
.method public constructor <init>(Lorg/json/JSONObject;)V
    .registers 3

    const-string v0, "value"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 61
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/trailmark/logbook/cetp/ToolResult$Done;->value:Lorg/json/JSONObject;

    return-void
.end method


# virtual methods
.method public final getValue()Lorg/json/JSONObject;
    .registers 2

    .line 61
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/ToolResult$Done;->value:Lorg/json/JSONObject;

    return-object v0
.end method
