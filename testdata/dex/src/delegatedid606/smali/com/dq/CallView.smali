.class public final Lcom/dq/CallView;
.super Ljava/lang/Object;
.source "ShareProvider.kt"

# static fields
.field static final synthetic $$delegatedProperties:[Lkotlin/reflect/KProperty;

# instance fields
.field private final callerPackage$delegate:Lcom/dq/ExtraString;
.field private final note$delegate:Lcom/dq/ExtraString;


# direct methods
.method public constructor <init>(Landroid/os/Bundle;)V
    .registers 5
    const-string v1, "extras"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    invoke-direct {v3}, Ljava/lang/Object;-><init>()V
    .line 21
    const-string v2, "caller_package"
    invoke-static {v4, v2}, Lcom/dq/ShareProviderKt;->extra(Landroid/os/Bundle;Ljava/lang/String;)Lcom/dq/ExtraString;
    move-result-object v1
    iput-object v1, v3, Lcom/dq/CallView;->callerPackage$delegate:Lcom/dq/ExtraString;
    .line 22
    const-string v2, "note"
    invoke-static {v4, v2}, Lcom/dq/ShareProviderKt;->extra(Landroid/os/Bundle;Ljava/lang/String;)Lcom/dq/ExtraString;
    move-result-object v1
    iput-object v1, v3, Lcom/dq/CallView;->note$delegate:Lcom/dq/ExtraString;
    .line 20
    return-void
.end method

.method static constructor <clinit>()V
    .registers 9
    const/4 v0, 0x2
    new-array v0, v0, [Lkotlin/reflect/KProperty;
    move-object v8, v0
    const/4 v1, 0x0
    new-instance v2, Lkotlin/jvm/internal/PropertyReference1Impl;
    const-class v4, Lcom/dq/CallView;
    const-string v5, "callerPackage"
    const-string v6, "getCallerPackage()Ljava/lang/String;"
    const/4 v7, 0x0
    invoke-direct {v2, v4, v5, v6, v7}, Lkotlin/jvm/internal/PropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    aput-object v2, v8, v1
    const/4 v1, 0x1
    new-instance v2, Lkotlin/jvm/internal/PropertyReference1Impl;
    const-class v4, Lcom/dq/CallView;
    const-string v5, "note"
    const-string v6, "getNote()Ljava/lang/String;"
    const/4 v7, 0x0
    invoke-direct {v2, v4, v5, v6, v7}, Lkotlin/jvm/internal/PropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    aput-object v2, v8, v1
    sput-object v8, Lcom/dq/CallView;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    return-void
.end method


# virtual methods
.method public final getCallerPackage()Ljava/lang/String;
    .registers 5
    .line 21
    iget-object v0, v4, Lcom/dq/CallView;->callerPackage$delegate:Lcom/dq/ExtraString;
    sget-object v2, Lcom/dq/CallView;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v3, 0x0
    aget-object v2, v2, v3
    invoke-virtual {v0, v4, v2}, Lcom/dq/ExtraString;->getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public final getNote()Ljava/lang/String;
    .registers 5
    .line 22
    iget-object v0, v4, Lcom/dq/CallView;->note$delegate:Lcom/dq/ExtraString;
    sget-object v2, Lcom/dq/CallView;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v3, 0x1
    aget-object v2, v2, v3
    invoke-virtual {v0, v4, v2}, Lcom/dq/ExtraString;->getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

