.class public final synthetic Lcom/example/r27c/ContactsProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"
.implements Ljava/util/function/Supplier;

.method public synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final get()Ljava/lang/Object;
    .registers 2
    invoke-static {}, Lcom/example/r27c/Contacts;->load()Ljava/util/List;
    move-result-object v0
    return-object v0
.end method
