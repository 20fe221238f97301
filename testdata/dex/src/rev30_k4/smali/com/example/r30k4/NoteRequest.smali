.class public final Lcom/example/r30k4/NoteRequest;
.super Ljava/lang/Object;
.source "Requests.kt"


# instance fields
.field private final args:Lorg/json/JSONObject;

.field private final dryRun$delegate:Lkotlin/Lazy;

.field private final force$delegate:Lkotlin/Lazy;


# direct methods
.method public constructor <init>(Lorg/json/JSONObject;)V
    .registers 4
    const-string v0, "args"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r30k4/NoteRequest;->args:Lorg/json/JSONObject;
    .line 7
    sget-object p1, Lkotlin/LazyThreadSafetyMode;->NONE:Lkotlin/LazyThreadSafetyMode;
    new-instance v0, Lcom/example/r30k4/NoteRequest$$ExternalSyntheticLambda0;
    invoke-direct {v0, p0}, Lcom/example/r30k4/NoteRequest$$ExternalSyntheticLambda0;-><init>(Lcom/example/r30k4/NoteRequest;)V
    invoke-static {p1, v0}, Lkotlin/LazyKt;->lazy(Lkotlin/LazyThreadSafetyMode;Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object p1
    iput-object p1, p0, Lcom/example/r30k4/NoteRequest;->force$delegate:Lkotlin/Lazy;
    .line 8
    sget-object p1, Lkotlin/LazyThreadSafetyMode;->PUBLICATION:Lkotlin/LazyThreadSafetyMode;
    new-instance v0, Lcom/example/r30k4/NoteRequest$$ExternalSyntheticLambda1;
    invoke-direct {v0, p0}, Lcom/example/r30k4/NoteRequest$$ExternalSyntheticLambda1;-><init>(Lcom/example/r30k4/NoteRequest;)V
    invoke-static {p1, v0}, Lkotlin/LazyKt;->lazy(Lkotlin/LazyThreadSafetyMode;Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object p1
    iput-object p1, p0, Lcom/example/r30k4/NoteRequest;->dryRun$delegate:Lkotlin/Lazy;
    .line 5
    return-void
.end method

.method public static final dryRun_delegate$lambda$0(Lcom/example/r30k4/NoteRequest;)Z
    .registers 2
    .line 8
    iget-object p0, p0, Lcom/example/r30k4/NoteRequest;->args:Lorg/json/JSONObject;
    const-string v0, "dry_run"
    invoke-virtual {p0, v0}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result p0
    return p0
.end method

.method public static final force_delegate$lambda$0(Lcom/example/r30k4/NoteRequest;)Z
    .registers 2
    .line 7
    iget-object p0, p0, Lcom/example/r30k4/NoteRequest;->args:Lorg/json/JSONObject;
    const-string v0, "force"
    invoke-virtual {p0, v0}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result p0
    return p0
.end method


# virtual methods
.method public final getDryRun()Z
    .registers 2
    .line 8
    iget-object v0, p0, Lcom/example/r30k4/NoteRequest;->dryRun$delegate:Lkotlin/Lazy;
    invoke-interface {v0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Boolean;
    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z
    move-result v0
    return v0
.end method

.method public final getForce()Z
    .registers 2
    .line 7
    iget-object v0, p0, Lcom/example/r30k4/NoteRequest;->force$delegate:Lkotlin/Lazy;
    invoke-interface {v0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Boolean;
    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z
    move-result v0
    return v0
.end method

.method public final getNote()Ljava/lang/String;
    .registers 3
    .line 6
    iget-object v0, p0, Lcom/example/r30k4/NoteRequest;->args:Lorg/json/JSONObject;
    const-string v1, "note"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "optString(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method
