.class public abstract Lcom/larderly/Entry;
.super Ljava/lang/Object;
.source "Locator.kt"

# instance fields
.field private final create:Lkotlin/jvm/functions/Function1;


# direct methods
.method public constructor <init>(Lkotlin/jvm/functions/Function1;)V
    .registers 3
    const-string v0, "create"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 30
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/larderly/Entry;->create:Lkotlin/jvm/functions/Function1;
    return-void
.end method


# virtual methods
.method protected final getCreate()Lkotlin/jvm/functions/Function1;
    .registers 2
    .line 30
    iget-object v0, p0, Lcom/larderly/Entry;->create:Lkotlin/jvm/functions/Function1;
    return-object v0
.end method

.method public abstract obtain(Lcom/larderly/Locator;)Ljava/lang/Object;
.end method
