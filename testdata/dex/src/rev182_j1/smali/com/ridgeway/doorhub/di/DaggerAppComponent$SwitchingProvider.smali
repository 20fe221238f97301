.class final Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;
.super Ljava/lang/Object;
.source "DaggerAppComponent.java"

# interfaces
.implements Ljavax/inject/Provider;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/ridgeway/doorhub/di/DaggerAppComponent;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x1a
    name = "SwitchingProvider"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "<T:",
        "Ljava/lang/Object;",
        ">",
        "Ljava/lang/Object;",
        "Ljavax/inject/Provider<",
        "TT;>;"
    }
.end annotation


# instance fields
.field private final appComponent:Lcom/ridgeway/doorhub/di/DaggerAppComponent;

.field private final id:I


# direct methods
.method constructor <init>(Lcom/ridgeway/doorhub/di/DaggerAppComponent;I)V
    .registers 3

    .line 177
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 178
    iput-object p1, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;->appComponent:Lcom/ridgeway/doorhub/di/DaggerAppComponent;

    .line 179
    iput p2, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;->id:I

    .line 180
    return-void
.end method


# virtual methods
.method public get()Ljava/lang/Object;
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()TT;"
        }
    .end annotation

    .line 185
    iget v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;->id:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_0

    .line 187
    :pswitch_0
    iget-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;->appComponent:Lcom/ridgeway/doorhub/di/DaggerAppComponent;

    invoke-static {v0}, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->-$$Nest$fgetapplicationContext(Lcom/ridgeway/doorhub/di/DaggerAppComponent;)Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lcom/ridgeway/doorhub/di/AppModule;->provideDatabase(Landroid/content/Context;)Lcom/ridgeway/doorhub/data/DoorhubDatabase;

    move-result-object v0

    return-object v0

    .line 189
    :pswitch_1
    invoke-static {}, Lcom/ridgeway/doorhub/di/AppModule;->provideSecureRandom()Ljava/security/SecureRandom;

    move-result-object v0

    return-object v0

    .line 191
    :pswitch_2
    new-instance v0, Lcom/ridgeway/doorhub/cetp/Tokens;

    iget-object v2, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;->appComponent:Lcom/ridgeway/doorhub/di/DaggerAppComponent;

    invoke-static {v2}, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->-$$Nest$fgetsecureRandomProvider(Lcom/ridgeway/doorhub/di/DaggerAppComponent;)Ljavax/inject/Provider;

    move-result-object v2

    invoke-interface {v2}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Ljava/security/SecureRandom;

    invoke-direct {v0, v2}, Lcom/ridgeway/doorhub/cetp/Tokens;-><init>(Ljava/security/SecureRandom;)V

    return-object v0

    .line 193
    :pswitch_3
    iget-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;->appComponent:Lcom/ridgeway/doorhub/di/DaggerAppComponent;

    invoke-static {v0}, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->-$$Nest$fgetapplicationContext(Lcom/ridgeway/doorhub/di/DaggerAppComponent;)Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lcom/ridgeway/doorhub/di/AppModule;->providePackageManager(Landroid/content/Context;)Landroid/content/pm/PackageManager;

    move-result-object v0

    return-object v0

    .line 195
    :pswitch_4
    new-instance v0, Lcom/ridgeway/doorhub/cetp/CallerVerifier;

    iget-object v2, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;->appComponent:Lcom/ridgeway/doorhub/di/DaggerAppComponent;

    invoke-static {v2}, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->-$$Nest$fgetdatabaseProvider(Lcom/ridgeway/doorhub/di/DaggerAppComponent;)Ljavax/inject/Provider;

    move-result-object v2

    invoke-interface {v2}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Lcom/ridgeway/doorhub/data/DoorhubDatabase;

    iget-object v3, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;->appComponent:Lcom/ridgeway/doorhub/di/DaggerAppComponent;

    invoke-static {v3}, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->-$$Nest$fgetpackageManagerProvider(Lcom/ridgeway/doorhub/di/DaggerAppComponent;)Ljavax/inject/Provider;

    move-result-object v3

    .line 196
    invoke-interface {v3}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v3

    check-cast v3, Landroid/content/pm/PackageManager;

    invoke-direct {v0, v2, v3}, Lcom/ridgeway/doorhub/cetp/CallerVerifier;-><init>(Lcom/ridgeway/doorhub/data/DoorhubDatabase;Landroid/content/pm/PackageManager;)V

    .line 195
    return-object v0

    .line 198
    :pswitch_5
    iget-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;->appComponent:Lcom/ridgeway/doorhub/di/DaggerAppComponent;

    invoke-static {v0}, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->-$$Nest$fgetdatabaseProvider(Lcom/ridgeway/doorhub/di/DaggerAppComponent;)Ljavax/inject/Provider;

    move-result-object v0

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/ridgeway/doorhub/data/DoorhubDatabase;

    iget-object v1, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;->appComponent:Lcom/ridgeway/doorhub/di/DaggerAppComponent;

    invoke-static {v1}, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->-$$Nest$fgettokensProvider(Lcom/ridgeway/doorhub/di/DaggerAppComponent;)Ljavax/inject/Provider;

    move-result-object v1

    .line 199
    invoke-interface {v1}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/ridgeway/doorhub/cetp/Tokens;

    .line 198
    invoke-static {v0, v1}, Lcom/ridgeway/doorhub/cetp/SessionStore_Factory;->newInstance(Lcom/ridgeway/doorhub/data/DoorhubDatabase;Lcom/ridgeway/doorhub/cetp/Tokens;)Lcom/ridgeway/doorhub/cetp/SessionStore;

    move-result-object v0

    return-object v0

    .line 201
    :pswitch_6
    new-instance v0, Lcom/ridgeway/doorhub/cetp/RequestLog;

    iget-object v2, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;->appComponent:Lcom/ridgeway/doorhub/di/DaggerAppComponent;

    invoke-static {v2}, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->-$$Nest$fgetdatabaseProvider(Lcom/ridgeway/doorhub/di/DaggerAppComponent;)Ljavax/inject/Provider;

    move-result-object v2

    invoke-interface {v2}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Lcom/ridgeway/doorhub/data/DoorhubDatabase;

    invoke-direct {v0, v2}, Lcom/ridgeway/doorhub/cetp/RequestLog;-><init>(Lcom/ridgeway/doorhub/data/DoorhubDatabase;)V

    return-object v0

    .line 203
    :pswitch_7
    new-instance v0, Lcom/ridgeway/doorhub/cetp/ApprovalLedger;

    iget-object v2, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;->appComponent:Lcom/ridgeway/doorhub/di/DaggerAppComponent;

    invoke-static {v2}, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->-$$Nest$fgetdatabaseProvider(Lcom/ridgeway/doorhub/di/DaggerAppComponent;)Ljavax/inject/Provider;

    move-result-object v2

    invoke-interface {v2}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Lcom/ridgeway/doorhub/data/DoorhubDatabase;

    iget-object v3, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;->appComponent:Lcom/ridgeway/doorhub/di/DaggerAppComponent;

    invoke-static {v3}, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->-$$Nest$fgettokensProvider(Lcom/ridgeway/doorhub/di/DaggerAppComponent;)Ljavax/inject/Provider;

    move-result-object v3

    invoke-interface {v3}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v3

    check-cast v3, Lcom/ridgeway/doorhub/cetp/Tokens;

    invoke-direct {v0, v2, v3}, Lcom/ridgeway/doorhub/cetp/ApprovalLedger;-><init>(Lcom/ridgeway/doorhub/data/DoorhubDatabase;Lcom/ridgeway/doorhub/cetp/Tokens;)V

    return-object v0

    .line 205
    :pswitch_8
    new-instance v0, Lcom/ridgeway/doorhub/locks/LockRepository;

    iget-object v2, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;->appComponent:Lcom/ridgeway/doorhub/di/DaggerAppComponent;

    invoke-static {v2}, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->-$$Nest$fgetdatabaseProvider(Lcom/ridgeway/doorhub/di/DaggerAppComponent;)Ljavax/inject/Provider;

    move-result-object v2

    invoke-interface {v2}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Lcom/ridgeway/doorhub/data/DoorhubDatabase;

    iget-object v3, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;->appComponent:Lcom/ridgeway/doorhub/di/DaggerAppComponent;

    invoke-static {v3}, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->-$$Nest$fgettokensProvider(Lcom/ridgeway/doorhub/di/DaggerAppComponent;)Ljavax/inject/Provider;

    move-result-object v3

    invoke-interface {v3}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v3

    check-cast v3, Lcom/ridgeway/doorhub/cetp/Tokens;

    invoke-direct {v0, v2, v3}, Lcom/ridgeway/doorhub/locks/LockRepository;-><init>(Lcom/ridgeway/doorhub/data/DoorhubDatabase;Lcom/ridgeway/doorhub/cetp/Tokens;)V

    return-object v0

    .line 207
    :pswitch_9
    iget-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;->appComponent:Lcom/ridgeway/doorhub/di/DaggerAppComponent;

    invoke-static {v0}, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->-$$Nest$fgetapplicationContext(Lcom/ridgeway/doorhub/di/DaggerAppComponent;)Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lcom/ridgeway/doorhub/di/AppModule;->provideClipsDir(Landroid/content/Context;)Ljava/io/File;

    move-result-object v0

    return-object v0

    .line 209
    :pswitch_a
    new-instance v0, Lcom/ridgeway/doorhub/camera/OperationStore;

    iget-object v2, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;->appComponent:Lcom/ridgeway/doorhub/di/DaggerAppComponent;

    invoke-static {v2}, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->-$$Nest$fgetdatabaseProvider(Lcom/ridgeway/doorhub/di/DaggerAppComponent;)Ljavax/inject/Provider;

    move-result-object v2

    invoke-interface {v2}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Lcom/ridgeway/doorhub/data/DoorhubDatabase;

    iget-object v3, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;->appComponent:Lcom/ridgeway/doorhub/di/DaggerAppComponent;

    invoke-static {v3}, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->-$$Nest$fgettokensProvider(Lcom/ridgeway/doorhub/di/DaggerAppComponent;)Ljavax/inject/Provider;

    move-result-object v3

    .line 210
    invoke-interface {v3}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v3

    check-cast v3, Lcom/ridgeway/doorhub/cetp/Tokens;

    invoke-direct {v0, v2, v3}, Lcom/ridgeway/doorhub/camera/OperationStore;-><init>(Lcom/ridgeway/doorhub/data/DoorhubDatabase;Lcom/ridgeway/doorhub/cetp/Tokens;)V

    .line 209
    return-object v0

    .line 212
    :pswitch_b
    invoke-static {}, Lcom/ridgeway/doorhub/di/AppModule;->provideArchiveExecutor()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    return-object v0

    .line 214
    :pswitch_c
    invoke-static {}, Lcom/ridgeway/doorhub/di/ResolutionModule;->provideLockApprovalComponent()Landroid/content/ComponentName;

    move-result-object v0

    invoke-static {v0}, Lcom/ridgeway/doorhub/di/ResolutionModule;->provideUnlockIntent(Landroid/content/ComponentName;)Landroid/content/Intent;

    move-result-object v0

    return-object v0

    .line 216
    :pswitch_d
    iget-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;->appComponent:Lcom/ridgeway/doorhub/di/DaggerAppComponent;

    invoke-static {v0}, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->-$$Nest$fgetapplicationContext(Lcom/ridgeway/doorhub/di/DaggerAppComponent;)Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lcom/ridgeway/doorhub/di/ResolutionModule;->provideAutoLockIntent(Landroid/content/Context;)Landroid/content/Intent;

    move-result-object v0

    return-object v0

    .line 218
    :pswitch_e
    invoke-static {}, Lcom/ridgeway/doorhub/di/ResolutionModule;->provideKeyringShareComponent()Landroid/content/ComponentName;

    move-result-object v0

    invoke-static {v0}, Lcom/ridgeway/doorhub/di/ResolutionModule;->provideShareCodeIntent(Landroid/content/ComponentName;)Landroid/content/Intent;

    move-result-object v0

    return-object v0

    .line 220
    :pswitch_f
    invoke-static {}, Lcom/ridgeway/doorhub/di/ResolutionModule;->provideRevokeCodeIntent()Landroid/content/Intent;

    move-result-object v0

    return-object v0

    .line 222
    :pswitch_10
    iget-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;->appComponent:Lcom/ridgeway/doorhub/di/DaggerAppComponent;

    invoke-static {v0}, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->-$$Nest$fgetapplicationContext(Lcom/ridgeway/doorhub/di/DaggerAppComponent;)Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lcom/ridgeway/doorhub/di/ResolutionModule;->provideDeleteClipIntent(Landroid/content/Context;)Landroid/content/Intent;

    move-result-object v0

    return-object v0

    .line 224
    :pswitch_11
    iget-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;->appComponent:Lcom/ridgeway/doorhub/di/DaggerAppComponent;

    invoke-static {v0}, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->-$$Nest$fgetapplicationContext(Lcom/ridgeway/doorhub/di/DaggerAppComponent;)Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lcom/ridgeway/doorhub/di/ResolutionModule;->provideShareClipIntent(Landroid/content/Context;)Landroid/content/Intent;

    move-result-object v0

    return-object v0

    .line 226
    :goto_0
    new-instance v0, Ljava/lang/AssertionError;

    iget v2, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;->id:I

    invoke-direct {v0, v2}, Ljava/lang/AssertionError;-><init>(I)V

    throw v0

    nop

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
        :pswitch_4
        :pswitch_5
        :pswitch_6
        :pswitch_7
        :pswitch_8
        :pswitch_9
        :pswitch_a
        :pswitch_b
        :pswitch_c
        :pswitch_d
        :pswitch_e
        :pswitch_f
        :pswitch_10
        :pswitch_11
    .end packed-switch
.end method
