.class public final synthetic Lcom/wrenfield/notes/attachments/AttachmentModule$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Supplier;


# direct methods
.method public synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final get()Ljava/lang/Object;
    .registers 2

    new-instance v0, Lcom/wrenfield/notes/core/Clock$Anchored;

    invoke-direct {v0}, Lcom/wrenfield/notes/core/Clock$Anchored;-><init>()V

    return-object v0
.end method
