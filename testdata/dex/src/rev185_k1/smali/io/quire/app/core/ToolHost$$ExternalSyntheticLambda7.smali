.class public final synthetic Lio/quire/app/core/ToolHost$$ExternalSyntheticLambda7;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;


# instance fields
.field public final synthetic f$0:Lorg/json/JSONArray;


# direct methods
.method public synthetic constructor <init>(Lorg/json/JSONArray;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/quire/app/core/ToolHost$$ExternalSyntheticLambda7;->f$0:Lorg/json/JSONArray;

    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lio/quire/app/core/ToolHost$$ExternalSyntheticLambda7;->f$0:Lorg/json/JSONArray;

    check-cast p1, Ljava/lang/Integer;

    invoke-virtual {p1}, Ljava/lang/Integer;->intValue()I

    move-result v1

    invoke-static {v0, v1}, Lio/quire/app/core/ToolHost;->negotiate_TP_Mp3U$lambda$1(Lorg/json/JSONArray;I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
