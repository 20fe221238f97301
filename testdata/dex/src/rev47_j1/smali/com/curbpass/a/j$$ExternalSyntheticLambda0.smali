.class public final synthetic Lcom/curbpass/a/j$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.implements Ljava/util/function/Function;
.source "SourceFile"


# instance fields
.field public final synthetic f$0:Ljava/util/function/Supplier;


# direct methods
.method public synthetic constructor <init>(Ljava/util/function/Supplier;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/curbpass/a/j$$ExternalSyntheticLambda0;->f$0:Ljava/util/function/Supplier;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/curbpass/a/j$$ExternalSyntheticLambda0;->f$0:Ljava/util/function/Supplier;

    check-cast p1, Ljava/lang/String;

    invoke-static {v0, p1}, Lcom/curbpass/a/j;->a(Ljava/util/function/Supplier;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1
.end method
