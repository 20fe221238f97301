.class public final synthetic Lcom/tuneup/tuning/TuneProvider$$ExternalSyntheticLambda5;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/BiFunction;


# direct methods
.method public synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    check-cast p1, Landroid/content/Context;

    check-cast p2, Lorg/json/JSONObject;

    invoke-static {p1, p2}, Lcom/tuneup/tuning/TuneTools;->history(Landroid/content/Context;Lorg/json/JSONObject;)Landroid/database/Cursor;

    move-result-object p1

    return-object p1
.end method
