.class public final Lcom/keyholder/di/DaggerToolComponent$Builder;
.super Ljava/lang/Object;
.source "DaggerToolComponent.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/keyholder/di/DaggerToolComponent;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Builder"
.end annotation


# instance fields
.field private appModule:Lcom/keyholder/di/AppModule;

.field private resolutionModule:Lcom/keyholder/di/ResolutionModule;

.field private securityModule:Lcom/keyholder/di/SecurityModule;


# direct methods
.method static bridge synthetic -$$Nest$fgetappModule(Lcom/keyholder/di/DaggerToolComponent$Builder;)Lcom/keyholder/di/AppModule;
    .registers 2

    iget-object v0, p0, Lcom/keyholder/di/DaggerToolComponent$Builder;->appModule:Lcom/keyholder/di/AppModule;

    return-object v0
.end method

.method static bridge synthetic -$$Nest$fgetresolutionModule(Lcom/keyholder/di/DaggerToolComponent$Builder;)Lcom/keyholder/di/ResolutionModule;
    .registers 2

    iget-object v0, p0, Lcom/keyholder/di/DaggerToolComponent$Builder;->resolutionModule:Lcom/keyholder/di/ResolutionModule;

    return-object v0
.end method

.method static bridge synthetic -$$Nest$fgetsecurityModule(Lcom/keyholder/di/DaggerToolComponent$Builder;)Lcom/keyholder/di/SecurityModule;
    .registers 2

    iget-object v0, p0, Lcom/keyholder/di/DaggerToolComponent$Builder;->securityModule:Lcom/keyholder/di/SecurityModule;

    return-object v0
.end method

.method private constructor <init>()V
    .registers 1

    .line 145
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method synthetic constructor <init>(Lcom/keyholder/di/DaggerToolComponent$Builder-IA;)V
    .registers 2

    invoke-direct {p0}, Lcom/keyholder/di/DaggerToolComponent$Builder;-><init>()V

    return-void
.end method


# virtual methods
.method public appModule(Lcom/keyholder/di/AppModule;)Lcom/keyholder/di/DaggerToolComponent$Builder;
    .registers 3

    .line 159
    invoke-static {p1}, Ldagger/internal/Preconditions;->checkNotNull(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/keyholder/di/AppModule;

    iput-object v0, p0, Lcom/keyholder/di/DaggerToolComponent$Builder;->appModule:Lcom/keyholder/di/AppModule;

    .line 160
    return-object p0
.end method

.method public build()Lcom/keyholder/di/ToolComponent;
    .registers 4

    .line 148
    iget-object v0, p0, Lcom/keyholder/di/DaggerToolComponent$Builder;->appModule:Lcom/keyholder/di/AppModule;

    const-class v1, Lcom/keyholder/di/AppModule;

    invoke-static {v0, v1}, Ldagger/internal/Preconditions;->checkBuilderRequirement(Ljava/lang/Object;Ljava/lang/Class;)V

    .line 149
    iget-object v0, p0, Lcom/keyholder/di/DaggerToolComponent$Builder;->securityModule:Lcom/keyholder/di/SecurityModule;

    if-nez v0, :cond_0

    .line 150
    new-instance v1, Lcom/keyholder/di/SecurityModule;

    invoke-direct {v1}, Lcom/keyholder/di/SecurityModule;-><init>()V

    iput-object v1, p0, Lcom/keyholder/di/DaggerToolComponent$Builder;->securityModule:Lcom/keyholder/di/SecurityModule;

    .line 152
    :cond_0
    iget-object v0, p0, Lcom/keyholder/di/DaggerToolComponent$Builder;->resolutionModule:Lcom/keyholder/di/ResolutionModule;

    if-nez v0, :cond_1

    .line 153
    new-instance v1, Lcom/keyholder/di/ResolutionModule;

    invoke-direct {v1}, Lcom/keyholder/di/ResolutionModule;-><init>()V

    iput-object v1, p0, Lcom/keyholder/di/DaggerToolComponent$Builder;->resolutionModule:Lcom/keyholder/di/ResolutionModule;

    .line 155
    :cond_1
    new-instance v0, Lcom/keyholder/di/DaggerToolComponent;

    const/4 v2, 0x0

    invoke-direct {v0, p0, v2}, Lcom/keyholder/di/DaggerToolComponent;-><init>(Lcom/keyholder/di/DaggerToolComponent$Builder;Lcom/keyholder/di/DaggerToolComponent-IA;)V

    return-object v0
.end method

.method public resolutionModule(Lcom/keyholder/di/ResolutionModule;)Lcom/keyholder/di/DaggerToolComponent$Builder;
    .registers 3

    .line 169
    invoke-static {p1}, Ldagger/internal/Preconditions;->checkNotNull(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/keyholder/di/ResolutionModule;

    iput-object v0, p0, Lcom/keyholder/di/DaggerToolComponent$Builder;->resolutionModule:Lcom/keyholder/di/ResolutionModule;

    .line 170
    return-object p0
.end method

.method public securityModule(Lcom/keyholder/di/SecurityModule;)Lcom/keyholder/di/DaggerToolComponent$Builder;
    .registers 3

    .line 164
    invoke-static {p1}, Ldagger/internal/Preconditions;->checkNotNull(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/keyholder/di/SecurityModule;

    iput-object v0, p0, Lcom/keyholder/di/DaggerToolComponent$Builder;->securityModule:Lcom/keyholder/di/SecurityModule;

    .line 165
    return-object p0
.end method
