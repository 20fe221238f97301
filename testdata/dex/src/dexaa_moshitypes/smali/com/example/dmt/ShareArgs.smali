.class public final Lcom/example/dmt/ShareArgs;
.super Ljava/lang/Object;
.source "ShareArgs.kt"


# instance fields
.field private final callerPackage:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;)V
    .registers 3

    const-string v0, "callerPackage"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/example/dmt/ShareArgs;->callerPackage:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final getCallerPackage()Ljava/lang/String;
    .registers 2

    .line 3
    iget-object v0, p0, Lcom/example/dmt/ShareArgs;->callerPackage:Ljava/lang/String;

    return-object v0
.end method
