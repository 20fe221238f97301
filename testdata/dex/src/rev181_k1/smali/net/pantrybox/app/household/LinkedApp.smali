.class public final Lnet/pantrybox/app/household/LinkedApp;
.super Ljava/lang/Object;
.source "Household.kt"


# instance fields
.field public final certSha256:Ljava/lang/String;

.field public final memberId:Ljava/lang/String;

.field public final packageName:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 5

    const-string v0, "packageName"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "certSha256"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "memberId"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 21
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lnet/pantrybox/app/household/LinkedApp;->packageName:Ljava/lang/String;

    iput-object p2, p0, Lnet/pantrybox/app/household/LinkedApp;->certSha256:Ljava/lang/String;

    iput-object p3, p0, Lnet/pantrybox/app/household/LinkedApp;->memberId:Ljava/lang/String;

    return-void
.end method
