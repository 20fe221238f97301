.class public final synthetic Lcom/kv/KvProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/kv/ErrorListener;

# instance fields
.field public final synthetic f$0:Lkotlin/jvm/internal/Ref$ObjectRef;


# direct methods
.method public synthetic constructor <init>(Lkotlin/jvm/internal/Ref$ObjectRef;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/kv/KvProvider$$ExternalSyntheticLambda1;->f$0:Lkotlin/jvm/internal/Ref$ObjectRef;
    return-void
.end method


# virtual methods
.method public final onError(Ljava/lang/Exception;)V
    .registers 3
    iget-object v0, p0, Lcom/kv/KvProvider$$ExternalSyntheticLambda1;->f$0:Lkotlin/jvm/internal/Ref$ObjectRef;
    invoke-static {v0, p1}, Lcom/kv/KvProvider;->readList$lambda$0(Lkotlin/jvm/internal/Ref$ObjectRef;Ljava/lang/Exception;)V
    return-void
.end method

