.class public final Lcom/larderly/Module;
.super Ljava/lang/Object;
.source "Locator.kt"

# instance fields
.field private final body:Lkotlin/jvm/functions/Function1;


# direct methods
.method public constructor <init>(Lkotlin/jvm/functions/Function1;)V
    .registers 3
    const-string v0, "body"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 53
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/larderly/Module;->body:Lkotlin/jvm/functions/Function1;
    return-void
.end method


# virtual methods
.method public final install(Lcom/larderly/Locator;)V
    .registers 4
    const-string v1, "locator"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 54
    iget-object v0, p0, Lcom/larderly/Module;->body:Lkotlin/jvm/functions/Function1;
    new-instance v1, Lcom/larderly/ModuleScope;
    invoke-direct {v1, p1}, Lcom/larderly/ModuleScope;-><init>(Lcom/larderly/Locator;)V
    invoke-interface {v0, v1}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    return-void
.end method
