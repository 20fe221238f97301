.class public final Lcom/visitloop/care/DaggerVisitApp_HiltComponents_SingletonC$Companion;
.super Ljava/lang/Object;
.source "Generated.kt"


.method private constructor <init>()V
    .registers 1
    .line 140
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final builder()Lcom/visitloop/care/DaggerVisitApp_HiltComponents_SingletonC$Builder;
    .registers 2
    .line 142
    new-instance v0, Lcom/visitloop/care/DaggerVisitApp_HiltComponents_SingletonC$Builder;
    invoke-direct {v0}, Lcom/visitloop/care/DaggerVisitApp_HiltComponents_SingletonC$Builder;-><init>()V
    return-object v0
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/visitloop/care/DaggerVisitApp_HiltComponents_SingletonC$Companion;-><init>()V
    return-void
.end method

