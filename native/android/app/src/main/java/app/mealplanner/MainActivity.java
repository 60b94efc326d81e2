package app.mealplanner;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
