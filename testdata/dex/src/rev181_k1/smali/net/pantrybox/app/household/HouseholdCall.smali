.class public final Lnet/pantrybox/app/household/HouseholdCall;
.super Ljava/lang/Object;
.source "Household.kt"


# static fields
.field static final synthetic $$delegatedProperties:[Lkotlin/reflect/KProperty;


# instance fields
.field private final callerPackage$delegate:Lnet/pantrybox/app/core/ExtraString;


# direct methods
.method static constructor <clinit>()V
    .registers 8

    const/4 v0, 0x1

    new-array v7, v0, [Lkotlin/reflect/KProperty;

    new-instance v2, Lkotlin/jvm/internal/PropertyReference1Impl;

    const-class v3, Lnet/pantrybox/app/household/HouseholdCall;

    const-string v4, "callerPackage"

    const-string v5, "getCallerPackage()Ljava/lang/String;"

    const/4 v6, 0x0

    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/PropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V

    const/4 v1, 0x0

    aput-object v2, v7, v1

    sput-object v7, Lnet/pantrybox/app/household/HouseholdCall;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    return-void
.end method

.method public constructor <init>(Landroid/os/Bundle;)V
    .registers 4

    const-string v0, "extras"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 98
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 99
    const-string v1, "caller_package"

    invoke-static {p1, v1}, Lnet/pantrybox/app/core/DelegatesKt;->extra(Landroid/os/Bundle;Ljava/lang/String;)Lnet/pantrybox/app/core/ExtraString;

    move-result-object v0

    iput-object v0, p0, Lnet/pantrybox/app/household/HouseholdCall;->callerPackage$delegate:Lnet/pantrybox/app/core/ExtraString;

    .line 98
    return-void
.end method


# virtual methods
.method public final getCallerPackage()Ljava/lang/String;
    .registers 4

    .line 99
    iget-object v0, p0, Lnet/pantrybox/app/household/HouseholdCall;->callerPackage$delegate:Lnet/pantrybox/app/core/ExtraString;

    sget-object v1, Lnet/pantrybox/app/household/HouseholdCall;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    const/4 v2, 0x0

    aget-object v1, v1, v2

    invoke-virtual {v0, p0, v1}, Lnet/pantrybox/app/core/ExtraString;->getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
