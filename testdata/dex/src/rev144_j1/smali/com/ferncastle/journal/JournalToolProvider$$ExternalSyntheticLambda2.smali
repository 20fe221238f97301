.class public final synthetic Lcom/ferncastle/journal/JournalToolProvider$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/ferncastle/cetp/Interceptors$RateLimit$Key;


# direct methods
.method public synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final of(Lcom/ferncastle/plugin/Invocation;)Ljava/lang/String;
    .registers 3

    invoke-static {p1}, Lcom/ferncastle/journal/JournalToolProvider;->lambda$onCreate$1(Lcom/ferncastle/plugin/Invocation;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
