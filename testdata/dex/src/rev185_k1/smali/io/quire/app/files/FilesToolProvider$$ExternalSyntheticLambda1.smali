.class public final synthetic Lio/quire/app/files/FilesToolProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lio/quire/app/core/Step;


# instance fields
.field public final synthetic f$0:Lio/quire/app/files/FilesToolProvider;


# direct methods
.method public synthetic constructor <init>(Lio/quire/app/files/FilesToolProvider;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/quire/app/files/FilesToolProvider$$ExternalSyntheticLambda1;->f$0:Lio/quire/app/files/FilesToolProvider;

    return-void
.end method


# virtual methods
.method public final advance(Lio/quire/app/core/CallState;)Lio/quire/app/core/CallState;
    .registers 3

    iget-object v0, p0, Lio/quire/app/files/FilesToolProvider$$ExternalSyntheticLambda1;->f$0:Lio/quire/app/files/FilesToolProvider;

    invoke-static {v0, p1}, Lio/quire/app/files/FilesToolProvider;->confirmation$lambda$0(Lio/quire/app/files/FilesToolProvider;Lio/quire/app/core/CallState;)Lio/quire/app/core/CallState;

    move-result-object v0

    return-object v0
.end method
