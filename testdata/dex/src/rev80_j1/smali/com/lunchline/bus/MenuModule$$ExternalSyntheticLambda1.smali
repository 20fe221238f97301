.class public final synthetic Lcom/lunchline/bus/MenuModule$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/lunchline/bus/Command;


# instance fields
.field public final synthetic f$0:Lcom/lunchline/data/LunchStore;


# direct methods
.method public synthetic constructor <init>(Lcom/lunchline/data/LunchStore;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/lunchline/bus/MenuModule$$ExternalSyntheticLambda1;->f$0:Lcom/lunchline/data/LunchStore;

    return-void
.end method


# virtual methods
.method public final run(Lorg/json/JSONObject;I)Ljava/lang/String;
    .registers 4

    iget-object v0, p0, Lcom/lunchline/bus/MenuModule$$ExternalSyntheticLambda1;->f$0:Lcom/lunchline/data/LunchStore;

    invoke-static {v0, p1, p2}, Lcom/lunchline/bus/MenuModule;->lambda$register$1(Lcom/lunchline/data/LunchStore;Lorg/json/JSONObject;I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
