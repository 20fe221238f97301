.class public final Lcom/sg/NotesProvider;
.super Lcom/sg/GuardedProvider;
.source "NotesProvider.java"


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 4
    invoke-direct {v1}, Lcom/sg/GuardedProvider;-><init>()V
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 3
    .line 7
    sget-object v1, Lcom/sg/NotesProvider$$ExternalSyntheticLambda0;->INSTANCE:Lcom/sg/NotesProvider$$ExternalSyntheticLambda0;
    iput-object v1, v2, Lcom/sg/NotesProvider;->check:Lcom/sg/GuardedProvider$CallerCheck;
    .line 8
    const/4 v0, 0x1
    return v0
.end method

