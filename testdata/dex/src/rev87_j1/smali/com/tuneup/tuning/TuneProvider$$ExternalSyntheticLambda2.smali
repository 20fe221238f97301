.class public final synthetic Lcom/tuneup/tuning/TuneProvider$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/BiFunction;


# instance fields
.field public final synthetic f$0:Lcom/tuneup/tuning/TuneProvider;


# direct methods
.method public synthetic constructor <init>(Lcom/tuneup/tuning/TuneProvider;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tuneup/tuning/TuneProvider$$ExternalSyntheticLambda2;->f$0:Lcom/tuneup/tuning/TuneProvider;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lcom/tuneup/tuning/TuneProvider$$ExternalSyntheticLambda2;->f$0:Lcom/tuneup/tuning/TuneProvider;

    check-cast p1, Landroid/content/Context;

    check-cast p2, Lorg/json/JSONObject;

    invoke-virtual {v0, p1, p2}, Lcom/tuneup/tuning/TuneProvider;->cancel(Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method
